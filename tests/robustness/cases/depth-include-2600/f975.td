include "f976.td"
