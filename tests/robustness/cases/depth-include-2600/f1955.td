include "f1956.td"
