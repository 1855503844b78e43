include "f917.td"
