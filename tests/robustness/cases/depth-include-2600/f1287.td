include "f1288.td"
