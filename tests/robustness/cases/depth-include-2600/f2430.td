include "f2431.td"
