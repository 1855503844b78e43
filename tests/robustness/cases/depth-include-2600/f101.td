include "f102.td"
