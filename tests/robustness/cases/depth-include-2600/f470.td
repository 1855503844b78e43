include "f471.td"
