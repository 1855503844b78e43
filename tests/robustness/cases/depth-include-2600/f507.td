include "f508.td"
