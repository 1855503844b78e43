include "f751.td"
