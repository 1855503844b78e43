include "f1523.td"
