include "f1227.td"
