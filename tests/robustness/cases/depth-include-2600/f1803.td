include "f1804.td"
