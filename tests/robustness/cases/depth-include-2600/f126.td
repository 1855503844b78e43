include "f127.td"
