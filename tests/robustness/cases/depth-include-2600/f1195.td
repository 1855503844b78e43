include "f1196.td"
