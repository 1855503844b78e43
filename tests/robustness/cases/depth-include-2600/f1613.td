include "f1614.td"
