include "f1803.td"
