include "f927.td"
