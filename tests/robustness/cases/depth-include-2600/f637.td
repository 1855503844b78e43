include "f638.td"
