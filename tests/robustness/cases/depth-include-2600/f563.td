include "f564.td"
