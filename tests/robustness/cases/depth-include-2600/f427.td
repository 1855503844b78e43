include "f428.td"
