include "f1927.td"
