include "f1181.td"
