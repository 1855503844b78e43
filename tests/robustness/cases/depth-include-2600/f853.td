include "f854.td"
