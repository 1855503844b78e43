include "f990.td"
