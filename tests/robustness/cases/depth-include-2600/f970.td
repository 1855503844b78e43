include "f971.td"
