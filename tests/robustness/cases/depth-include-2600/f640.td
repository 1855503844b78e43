include "f641.td"
