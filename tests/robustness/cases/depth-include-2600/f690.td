include "f691.td"
