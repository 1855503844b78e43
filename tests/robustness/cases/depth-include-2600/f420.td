include "f421.td"
