include "f207.td"
