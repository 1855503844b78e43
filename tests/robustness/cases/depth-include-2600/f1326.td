include "f1327.td"
