include "f306.td"
