include "f661.td"
