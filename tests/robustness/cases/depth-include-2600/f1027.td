include "f1028.td"
