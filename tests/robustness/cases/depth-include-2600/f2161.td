include "f2162.td"
