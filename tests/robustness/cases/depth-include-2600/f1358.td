include "f1359.td"
