include "f519.td"
