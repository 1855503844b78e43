include "f234.td"
