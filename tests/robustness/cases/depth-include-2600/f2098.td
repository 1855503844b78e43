include "f2099.td"
