include "f761.td"
