include "f837.td"
