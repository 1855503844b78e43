include "f736.td"
