include "f893.td"
