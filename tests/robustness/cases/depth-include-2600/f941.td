include "f942.td"
