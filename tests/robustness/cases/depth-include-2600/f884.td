include "f885.td"
