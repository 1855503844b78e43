include "f989.td"
