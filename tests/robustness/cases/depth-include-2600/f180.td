include "f181.td"
