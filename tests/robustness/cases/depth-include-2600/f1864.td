include "f1865.td"
