include "f275.td"
