include "f214.td"
