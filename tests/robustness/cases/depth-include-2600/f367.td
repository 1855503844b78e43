include "f368.td"
