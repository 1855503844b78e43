include "f897.td"
