include "f665.td"
